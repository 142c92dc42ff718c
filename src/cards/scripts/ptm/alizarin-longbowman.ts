import { cardScript, classBonus, draw, may, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('alizarin-longbowman', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 3 }, classBonus()),
    triggered(whenever('becomesDistant', { self: true }), [may(draw(1, 'each'))], { condition: classBonus() }),
  ],
});
