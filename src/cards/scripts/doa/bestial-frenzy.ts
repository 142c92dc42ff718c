import { buffPower, cardScript, classBonus, modifyLevel, target, targetAlly, yourChampion } from '../../define.js';
import type { Effect, Mode, TargetSpec } from '../../vocabulary.js';

// "Choose one; with the class bonus, up to two": the three single modes, and each pair while the bonus holds.
const beast = (): TargetSpec => targetAlly({ subtype: 'BEAST' });
const level: Mode = { effects: [modifyLevel(yourChampion(), 1)] };
const power = (i: number): Effect => buffPower(target(i), 1);
const cleave = (i: number): Effect => ({ op: 'grantKeyword', subject: target(i), keyword: 'cleave', duration: 'untilEndOfTurn' });

export default cardScript('bestial-frenzy', {
  modes: [
    level,
    { targets: [beast()], effects: [power(0)] },
    { targets: [beast()], effects: [cleave(0)] },
    { condition: classBonus(), targets: [beast()], effects: [...level.effects, power(0)] },
    { condition: classBonus(), targets: [beast()], effects: [...level.effects, cleave(0)] },
    { condition: classBonus(), targets: [beast(), beast()], effects: [power(0), cleave(1)] },
  ],
});
