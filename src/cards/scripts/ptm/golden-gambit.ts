import { cardScript, championBonus, draw, staticAbility } from '../../define.js';

export default cardScript('golden-gambit', {
  sacrificeAsCost: { filter: { type: 'ALLY', subtype: 'CHESSMAN' }, count: 1 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, championBonus('Alice'))],
  onResolve: [draw(2)],
});
