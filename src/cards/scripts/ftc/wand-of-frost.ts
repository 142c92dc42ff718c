import { activated, attacksThisTurnGet, banishSelf, cardScript, classBonus, draw, onEnter, target, targetUnit, triggered } from '../../define.js';

export default cardScript('wand-of-frost', {
  abilities: [
    triggered(onEnter(), [draw(1)], { condition: classBonus() }),
    activated([banishSelf()], [attacksThisTurnGet(target(0), -3)], { targets: [targetUnit()] }),
  ],
});
