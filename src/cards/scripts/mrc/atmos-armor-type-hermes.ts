import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('atmos-armor-type-hermes', {
  sacrificeAsCost: { filter: { subtype: 'POWERCELL' }, count: 1 },
  keywords: ['spellshroud'],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1, anySubtype: ['AUTOMATON'] }, levelRestriction(1)),
  ],
});
