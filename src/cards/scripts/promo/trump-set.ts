import { buffPower, cardScript, classBonus, modifyLife, staticAbility } from '../../define.js';

// Ruling: not to the unit already attacked (then nothing changes and there is no bonus).
export default cardScript('trump-set', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [{
    op: 'chooseObjects', filter: { type: 'ALLY', subtype: 'SUITED' }, count: 1,
    effects: [{ op: 'redirectAttack', to: { ref: 'chosen' }, then: [buffPower({ ref: 'chosen' }, 3), modifyLife({ ref: 'chosen' }, 3)] }],
  }],
});
