import { allOf, cardScript, classBonus, levelRestriction, onDeath, staticAbility, triggered } from '../../define.js';

export default cardScript('bedivere-woodland-overseer', {
  abilities: [
    // Bedivere is an Animal himself: another Animal or Beast ally makes two.
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, { kind: 'controlsCount', filter: { type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }, min: 2 }),
    triggered(onDeath(), [{ op: 'addCounters', subject: { ref: 'alliesYouControl', anySubtype: ['ANIMAL', 'BEAST'] }, counter: 'buff', count: 1 }], { condition: allOf(classBonus(), levelRestriction(3)) }),
  ],
});
