import { classBonus, cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('unrelenting-warden', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()),
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, levelRestriction(2)),
  ],
});
