import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('concealed-marksman', { keywordValues: { ranged: 4 }, abilities: [staticAbility({ kind: 'keyword', keyword: 'trueSight' }, classBonus())] });
