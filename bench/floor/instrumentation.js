// Inert on purpose: stops Turbopack's upward search at the floor (see proxy.js).
export function register() {}
