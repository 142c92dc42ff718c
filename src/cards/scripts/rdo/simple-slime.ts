import { cant, cardScript, preventDamageStatic, staticAbility } from '../../define.js';

export default cardScript('simple-slime', { abilities: [staticAbility(cant('attack')), staticAbility(preventDamageStatic('self', 3))] });
