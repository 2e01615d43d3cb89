// The one home of what a process shares between its own copies of the app's modules: the custom
// server (src/server/*.mjs, run by Node as they are) and Next's bundles (the site, the admin's API,
// route handlers, the cache handler) each load their own copy of a module, so module-level state
// would be held once per copy. What must be one per process lives here, in named slots on
// globalThis under `Symbol.for('vernissage.<name>')`, so that every copy of this module reaches the
// same slot. No other module touches globalThis for this: each asks this module by the slot's name.
// Plain JavaScript, importable by the server without a build; the slots' names and types are in
// ./processState.d.mts.

const keyOf = (name) => Symbol.for(`vernissage.${name}`)

/** The value in a slot, made by `init` on the first ask in this process. */
export function slot(name, init) {
  const key = keyOf(name)
  return (globalThis[key] ??= init())
}

/** The value in a slot, or undefined while nobody has filled it. */
export function peek(name) {
  return globalThis[keyOf(name)]
}

/** Puts a value in a slot (the module that owns it, once it is ready), or empties it with undefined. */
export function fill(name, value) {
  globalThis[keyOf(name)] = value
}
