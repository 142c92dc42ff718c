import { activated, banishSelf, cardScript, championBonus, drawIntoMemory, onEnter, payReserve, putCounters, target, triggered } from '../../define.js';

export default cardScript('prismspire-scepter', {
  abilities: [
    triggered(onEnter(), [putCounters(target(0), 'sheen', 2)], {
      condition: championBonus('Merlin'),
      targets: [{ kind: 'champion', controller: 'opponent', bySpell: true }],
    }),
    activated([payReserve(3), banishSelf()], [drawIntoMemory(1)]),
  ],
});
