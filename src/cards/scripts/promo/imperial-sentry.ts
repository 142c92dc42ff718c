import { classBonus, cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('imperial-sentry', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'intercept' }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, levelRestriction(2)),
  ],
});
