import { cardScript, classBonus, onEnter, target, targetAlly, triggered } from '../../define.js';

// With the class bonus, as it enters: one other ally of yours (targeted) has stealth while Zhang He stays under
// your control (effects/while-controlled.ts).
export default cardScript('zhang-he-cloak-of-night', {
  abilities: [triggered(onEnter(), [
    { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'whileYouControlSource' },
  ], { condition: classBonus(), targets: [targetAlly({ controller: 'you', other: true })] })],
});
