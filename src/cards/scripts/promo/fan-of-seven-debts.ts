import { activated, banishSelf, cardScript, championBonus, changeShiftingCurrents, draw, onEnter, triggered } from '../../define.js';

export default cardScript('fan-of-seven-debts', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    activated([banishSelf()], changeShiftingCurrents(), { condition: championBonus('Kongming') }),
  ],
});
