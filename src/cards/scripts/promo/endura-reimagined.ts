import { activated, cardScript, championBonus, dealDamage, draw, may, onEnter, putCounters, restSelf, target, triggered, yourChampion } from '../../define.js';

export default cardScript('endura-reimagined', {
  abilities: [
    triggered(onEnter(), [may({ op: 'banishFromMaterialDeck', name: 'Endura, Scepter of Ignition', then: [putCounters(yourChampion(), 'enlighten', 2)] })], {
      condition: championBonus('Rai'),
    }),
    activated([{ kind: 'removeChampionCounters', counter: 'enlighten', count: 3 }, restSelf()], [dealDamage(target(0), 2), draw(1)], {
      condition: championBonus('Rai'), targets: [{ kind: 'unit', optional: true, bySpell: true }],
    }),
  ],
});
