import { activated, cardScript, recover, restSelf } from '../../define.js';

export default cardScript('ranger-healer-ally', {
  abilities: [activated([restSelf()], [recover(3)], { condition: { kind: 'selfDistant' } })],
});
