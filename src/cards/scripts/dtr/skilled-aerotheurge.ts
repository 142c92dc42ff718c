import { cardScript, classBonus, may, onHit, staticAbility, triggered } from '../../define.js';

export default cardScript('skilled-aerotheurge', {
  keywordValues: { ranged: 2 },
  abilities: [
    triggered(onHit(), [may({ op: 'load', choose: { kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }, targetCard: 0 })], {
      condition: { kind: 'selfDistant' },
      targets: [{ kind: 'graveyardCard', controller: 'you', subtype: 'AETHERCHARGE', element: 'WIND' }],
    }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
