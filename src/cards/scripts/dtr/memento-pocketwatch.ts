import { cardScript, championBonus, draw, self, staticAbility, triggered } from '../../define.js';

export default cardScript('memento-pocketwatch', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, championBonus('Alice')),
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, championBonus('Ciel')),
    triggered({ on: 'charge', count: 3 }, [{ op: 'banish', subject: self() }, draw(1), { op: 'attackBonus', scope: 'yourNext', amount: 3 }]),
  ],
});
