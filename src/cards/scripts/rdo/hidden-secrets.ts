import { cardScript, drawIntoMemory, target, targetAlly } from '../../define.js';
import type { Condition, Effect, Mode } from '../../vocabulary.js';

// "Choose one; with a domain, up to two": the two single modes, and both together while you control a domain.
const stealth: Effect = { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' };
const domain: Condition = { kind: 'controlsType', type: 'DOMAIN', min: 1 };
const modes: Mode[] = [
  { targets: [targetAlly({ optional: true })], effects: [stealth] },
  { effects: [drawIntoMemory(1)] },
  { condition: domain, targets: [targetAlly({ optional: true })], effects: [stealth, drawIntoMemory(1)] },
];

export default cardScript('hidden-secrets', { modes });
