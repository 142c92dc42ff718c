import { cardScript, staticAbility } from '../../define.js';

export default cardScript('arisanna-astral-zenith', {
  abilities: [staticAbility({ kind: 'freeStarcalling' })],
});
