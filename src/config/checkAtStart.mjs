// Imported first by the production server (src/server/server.mjs), before any module that reads a
// setting while it loads: a configuration that cannot run stops the server here, with one line
// naming the variable (./env.mjs configProblem), instead of a stack trace from wherever it is read.
import { configProblem } from './env.mjs'

const problem = configProblem()
if (problem) {
  console.error(`\n✗ ${problem}\n`)
  process.exit(1)
}
