import { activated, cardScript, drawIntoMemory, ifThen, recover, sacrificeSelf } from '../../define.js';

// Whether it was ephemeral is read as it was sacrificed for the cost.
export default cardScript('misty-whispertail', {
  abilities: [activated([sacrificeSelf()], [ifThen({ kind: 'selfEphemeral' }, [recover(3)], [drawIntoMemory(1)])])],
});
