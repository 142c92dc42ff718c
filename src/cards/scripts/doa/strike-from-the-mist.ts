import { allOf, cant, cardScript, classBonus, prepared, staticAbility } from '../../define.js';

export default cardScript('strike-from-the-mist', {
  keywords: ['prepare'],
  activationValues: { prepare: 2 },
  abilities: [staticAbility(cant('beIntercepted'), allOf(classBonus(), prepared()))],
});
