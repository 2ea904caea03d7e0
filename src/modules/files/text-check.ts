/** Nesting deeper than this is not labelled JSON (it stays plain text): the check's memory is bounded. */
const MAX_JSON_DEPTH = 512
const MAX_NUMBER_LENGTH = 400
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/
// C0 controls other than tab, line feed, vertical tab, form feed, carriage return and escape
// (terminal logs), and DEL: bytes that make a file binary, even when they are valid UTF-8.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000E-\u001A\u001C-\u001F\u007F]/
const LEADING_SPACE = /^[\s\uFEFF]+/

/**
 * Whether bytes fed piece by piece are text the service accepts: valid UTF-8, no control
 * characters, and not beginning (after white space and a byte order mark) with `<`, so that
 * HTML, XML and SVG are never stored as text. Also tells whether the text is one JSON document.
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  private started = false
  private readonly json = new JsonCheck()
  /** why the bytes are not acceptable text; undefined while they are */
  problem: string | undefined

  feed(chunk: Buffer): void {
    this.take(() => this.decoder.decode(chunk, { stream: true }))
  }

  /** Ends the text: a UTF-8 sequence cut off at the end is a problem too. */
  end(): void {
    this.take(() => this.decoder.decode())
  }

  /** Whether the whole text was one JSON object or array (call after end()). */
  get isJson(): boolean {
    return this.problem === undefined && this.json.complete()
  }

  private take(decode: () => string): void {
    if (this.problem) return
    let text: string
    try {
      text = decode()
    } catch {
      this.problem = 'is neither an allowed image or PDF nor valid UTF-8 text'
      return
    }
    if (CONTROL.test(text)) {
      this.problem = 'is binary: it holds control characters that text does not'
      return
    }
    if (!this.started) {
      const rest = text.replace(LEADING_SPACE, '')
      if (rest.length > 0) {
        this.started = true
        if (rest.startsWith('<')) {
          this.problem = 'looks like markup (it begins with <): HTML, XML and SVG are not accepted'
          return
        }
      }
    }
    this.json.feed(text)
  }
}

type Expect = 'first' | 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'next' | 'done'

/**
 * A JSON syntax check over text that arrives in pieces, holding only its nesting, so that a
 * large upload is never kept whole to be parsed. Only an object or an array at the top counts.
 */
class JsonCheck {
  private valid = true
  private expect: Expect = 'first'
  private readonly stack: string[] = []
  private string: 'key' | 'value' | undefined
  /** 0: none; 1: after a backslash; 2 to 5: hex digits of \u still to come, plus one */
  private escape = 0
  private number = ''
  private literal = ''

  feed(text: string): void {
    for (let i = 0; i < text.length && this.valid; i++) this.step(text.charAt(i))
  }

  complete(): boolean {
    if (this.number) this.endNumber()
    return this.valid && this.expect === 'done' && this.string === undefined && this.literal === ''
  }

  private step(c: string): void {
    if (this.string) return this.stringChar(c)
    if (this.literal) {
      if (c !== this.literal[0]) return this.fail()
      this.literal = this.literal.slice(1)
      if (!this.literal) this.expect = 'next'
      return
    }
    if (this.number) {
      if (/[0-9eE.+-]/.test(c)) {
        this.number += c
        if (this.number.length > MAX_NUMBER_LENGTH) this.fail()
        return
      }
      this.endNumber()
      if (!this.valid) return
    }
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') return
    switch (this.expect) {
      case 'first':
        return c === '{' || c === '[' ? this.open(c) : this.fail()
      case 'valueOrClose':
        if (c === ']') return this.close()
        return this.value(c)
      case 'value':
        return this.value(c)
      case 'keyOrClose':
        if (c === '}') return this.close()
        return c === '"' ? void (this.string = 'key') : this.fail()
      case 'key':
        return c === '"' ? void (this.string = 'key') : this.fail()
      case 'colon':
        if (c !== ':') return this.fail()
        this.expect = 'value'
        return
      case 'next': {
        const top = this.stack[this.stack.length - 1]
        if (c === ',') this.expect = top === '{' ? 'key' : 'value'
        else if ((c === '}' && top === '{') || (c === ']' && top === '[')) this.close()
        else this.fail()
        return
      }
      case 'done':
        return this.fail()
    }
  }

  private value(c: string): void {
    if (c === '{' || c === '[') return this.open(c)
    if (c === '"') {
      this.string = 'value'
      return
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      this.number = c
      return
    }
    const words: Record<string, string> = { t: 'rue', f: 'alse', n: 'ull' }
    const rest = words[c]
    if (rest) this.literal = rest
    else this.fail()
  }

  private stringChar(c: string): void {
    if (this.escape === 1) {
      if (c === 'u') this.escape = 5
      else if ('"\\/bfnrt'.includes(c)) this.escape = 0
      else this.fail()
    } else if (this.escape > 1) {
      if (!/[0-9a-fA-F]/.test(c)) return this.fail()
      this.escape = this.escape === 2 ? 0 : this.escape - 1
    } else if (c === '\\') this.escape = 1
    else if (c === '"') {
      this.expect = this.string === 'key' ? 'colon' : 'next'
      this.string = undefined
    } else if (c < ' ') this.fail()
  }

  private endNumber(): void {
    if (!NUMBER.test(this.number)) this.fail()
    this.number = ''
    this.expect = 'next'
  }

  private open(bracket: string): void {
    if (this.stack.length >= MAX_JSON_DEPTH) return this.fail()
    this.stack.push(bracket)
    this.expect = bracket === '{' ? 'keyOrClose' : 'valueOrClose'
  }

  private close(): void {
    this.stack.pop()
    this.expect = this.stack.length > 0 ? 'next' : 'done'
  }

  private fail(): void {
    this.valid = false
  }
}
