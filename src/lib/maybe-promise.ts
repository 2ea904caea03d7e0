/**
 * `then(value)`: at once when the value is at hand, else once its promise settles. The checks
 * every request makes through caches (the session and the user behind a token, the health
 * report) answer a hit as it is, and a hit then costs no promise.
 */
export function whenReady<T, R>(value: T | Promise<T>, then: (value: T) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(then) : then(value)
}
