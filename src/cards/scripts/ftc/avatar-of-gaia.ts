import { cardScript, characteristics, classBonus, gainKeyword, objectSet, staticAbility, targetAlly } from '../../define.js';

// Ally Link: linked to a target ally.
export default cardScript('avatar-of-gaia', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'preserve' }, classBonus()),
    staticAbility(characteristics([gainKeyword('taunt'), { kind: 'loseKeywordValue', keyword: 'pride' }], objectSet('linked'))),
  ],
});
