import { cardScript, classBonus, levelRestriction, onEnter, staticAbility, triggered } from '../../define.js';

// Level 2+: fast. Class bonus, on enter: your fire sources' damage can't be prevented this turn.
export default cardScript('volda-smolders-spite', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, levelRestriction(2)),
    triggered(onEnter(), [{ op: 'unpreventableFrom', element: 'FIRE' }], { condition: classBonus() }),
  ],
});
