import { activated, banishSelf, cardScript, championDistant, ifThen } from '../../define.js';

export default cardScript('foresight-lens', {
  abilities: [activated([banishSelf()], [ifThen(championDistant(), [{ op: 'glimpse', count: 4 }], [{ op: 'glimpse', count: 2 }])])],
});
