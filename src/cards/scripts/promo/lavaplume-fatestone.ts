import { activated, cardScript, championBonus, onEnter, payReserve, self, target, transform, triggered } from '../../define.js';

export default cardScript('lavaplume-fatestone', {
  keywords: ['fastActivation'],
  abilities: [
    // As a Spell; X: the other Fatestone and/or Fatebound objects you control.
    triggered(onEnter(), [{
      op: 'scaled', x: { of: 'controlled', filter: { anySubtype: ['FATESTONE', 'FATEBOUND'] }, other: true },
      effect: { op: 'dealDamage', to: target(0), amount: 0, unpreventable: true },
    }], { targets: [{ kind: 'unit', bySpell: true }] }),
    activated([payReserve(4)], [transform(self())], { condition: championBonus('Guo Jia') }),
  ],
});
