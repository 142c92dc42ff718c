import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('lurking-assailant', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'selfAwake' }),
    // Retaliating while not defending is what Ambush grants.
    staticAbility({ kind: 'keyword', keyword: 'ambush' }, levelRestriction(1)),
  ],
});
