import { cardScript, classBonus, ifThen, onAttack, prepared, staticAbility, triggered } from '../../define.js';

// The number of its critical is 4; it has the keyword only once its On Attack gave it (prepared, Assassin).
export default cardScript('coup-de-grace', {
  keywords: ['prepare'],
  activationValues: { prepare: 4 },
  keywordValues: { critical: 4 },
  abilities: [
    triggered(onAttack(), [ifThen(prepared(), [{ op: 'intentCardsGain', filter: { name: 'Coup de Grace' }, abilities: [staticAbility({ kind: 'keyword', keyword: 'critical' })] }])], {
      condition: classBonus(),
    }),
  ],
});
