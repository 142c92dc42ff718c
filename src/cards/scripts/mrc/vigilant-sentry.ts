import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('vigilant-sentry', { abilities: [staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus())] });
