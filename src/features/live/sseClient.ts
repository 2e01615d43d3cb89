/**
 * What the live client takes of graphql-sse, loaded with the first stream (./client.ts). Named
 * here so the bundler keeps only the client: a dynamic import of 'graphql-sse' itself brought its
 * whole index, the server's handler and graphql with it (a 41 KB gzipped chunk, measured).
 */
export { createClient, NetworkError } from 'graphql-sse'
