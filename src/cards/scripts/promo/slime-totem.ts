import { cardScript, characteristics, gainKeyword, objectSet, staticAbility } from '../../define.js';

export default cardScript('slime-totem', {
  abilities: [staticAbility(characteristics([gainKeyword('vigor')], objectSet('yourAllies', { subtype: 'SLIME' })))],
});
