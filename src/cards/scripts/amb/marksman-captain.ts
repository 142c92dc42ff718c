import { cardScript, onEnter, target, targetUnit, triggered } from '../../define.js';

export default cardScript('marksman-captain', {
  keywordValues: { ranged: 2 },
  abilities: [triggered(onEnter(), [{ op: 'becomeDistant', subject: target(0) }], { targets: [targetUnit({ controller: 'you', other: true })] })],
});
