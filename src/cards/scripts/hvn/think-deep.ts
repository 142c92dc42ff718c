import { anyOf, cardScript, mill, staticAbility, youControl } from '../../define.js';

export default cardScript('think-deep', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, anyOf(youControl('FATESTONE'), youControl('FATEBOUND')))],
  onResolve: [{ op: 'glimpse', count: 2 }, { op: 'mayEach', count: 2, effects: [mill(1, 'you')] }],
});
