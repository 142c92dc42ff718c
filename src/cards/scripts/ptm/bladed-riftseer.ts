import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('bladed-riftseer', { abilities: [staticAbility({ kind: 'keyword', keyword: 'trueSight' }, levelRestriction(1))] });
