import { cant, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('port-smuggler', { abilities: [staticAbility(cant('beIntercepted'), classBonus())] });
