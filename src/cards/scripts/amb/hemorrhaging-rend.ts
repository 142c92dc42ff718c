import { cardScript, staticAbility } from '../../define.js';

export default cardScript('hemorrhaging-rend', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'cleave' }, { kind: 'damage', min: 20 })],
});
