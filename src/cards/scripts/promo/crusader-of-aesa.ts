import { cardScript, classBonus, staticAbility } from '../../define.js';

// Entering rested is what Hindered does.
export default cardScript('crusader-of-aesa', { keywords: ['hindered'], abilities: [staticAbility({ kind: 'keyword', keyword: 'intercept' }, classBonus())] });
