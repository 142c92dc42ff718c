import { DeckInputError } from './types.js';

export const MAX_DECK_INPUT_BYTES = 100 * 1024;
/** A real list has under a hundred lines; the margin is for comments and blank lines. */
export const MAX_DECK_INPUT_LINES = 1000;
export const MAX_COPIES_PER_ENTRY = 99;
/** Cards in one section, summed over its entries, before any format rule is checked. */
export const MAX_CARDS_PER_SECTION = 500;

// Control characters other than tab, line feed, carriage return and form feed mark binary data.
const BINARY_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f\ufffd]/;

/**
 * Turns untrusted input (an attachment's bytes or a modal's text) into checked text,
 * or throws a DeckInputError that says plainly what is wrong.
 */
export function checkDeckInput(input: string | Uint8Array): string {
  let text: string;
  if (typeof input === 'string') {
    if (Buffer.byteLength(input, 'utf8') > MAX_DECK_INPUT_BYTES) throw tooLarge();
    text = input;
  } else {
    if (input.byteLength > MAX_DECK_INPUT_BYTES) throw tooLarge();
    if (input.includes(0)) throw binary();
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      throw binary();
    }
  }
  text = text.replace(/^\ufeff/, '');
  if (BINARY_CHARACTERS.test(text)) throw binary();
  if (text.trim() === '') throw new DeckInputError('empty', 'The deck list is empty.');
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    lines += 1;
    if (lines > MAX_DECK_INPUT_LINES) {
      throw new DeckInputError('too-many-lines', `The deck list has more than ${MAX_DECK_INPUT_LINES} lines.`);
    }
  }
  return text;
}

function tooLarge(): DeckInputError {
  return new DeckInputError('too-large', `The deck list is larger than ${MAX_DECK_INPUT_BYTES / 1024} KB.`);
}

function binary(): DeckInputError {
  return new DeckInputError('binary', 'The file is not a text deck list (it holds binary data).');
}
