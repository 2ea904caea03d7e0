// s3rver ships no types; this is the part of its API the tests use.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; directory: string; silent?: boolean })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
