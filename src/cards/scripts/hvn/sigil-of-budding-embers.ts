import { activated, banishSelf, cardScript, championBonus, dealDamage, restSelf, target } from '../../define.js';

export default cardScript('sigil-of-budding-embers', {
  keywords: ['hindered'],
  abilities: [
    activated([restSelf(), { kind: 'removeChampionCountersX', counter: 'glimmer' }, banishSelf()], [
      { op: 'scaled', x: { of: 'x' }, effect: dealDamage(target(0), 0) },
    ], { condition: championBonus('Diao Chan'), targets: [{ kind: 'champion', bySpell: true }] }),
  ],
});
