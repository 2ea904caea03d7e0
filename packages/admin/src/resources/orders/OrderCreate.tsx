import { Create } from 'react-admin'
import { OrderForm } from './OrderForm'

export default function OrderCreate() {
  return (
    <Create redirect="list" record={{ currency: 'EUR', status: 'pending' }}>
      <OrderForm creating />
    </Create>
  )
}
