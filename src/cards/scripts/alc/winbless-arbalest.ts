import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('winbless-arbalest', { keywordValues: { ranged: 2 }, abilities: [staticAbility({ kind: 'keyword', keyword: 'vigor' }, classBonus())] });
