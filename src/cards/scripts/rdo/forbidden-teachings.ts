import { cardScript, draw, ifThen, youControl } from '../../define.js';

export default cardScript('forbidden-teachings', { onResolve: [ifThen(youControl('BOOK'), [{ op: 'glimpse', count: 3 }]), draw(1)] });
