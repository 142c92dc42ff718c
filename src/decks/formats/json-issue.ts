import type { z } from 'zod';
import { DeckInputError } from '../types.js';

export function malformedJsonDeck(kind: string, error: z.ZodError): DeckInputError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return new DeckInputError('unknown-format', `The ${kind} JSON is malformed (${where}${issue?.message ?? 'invalid'}).`);
}
