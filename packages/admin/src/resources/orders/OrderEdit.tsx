import { Edit } from 'react-admin'
import { OrderForm } from './OrderForm'

/** Orders are not deleted (the service keeps them for the books): only their fields change. */
export default function OrderEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" actions={false}>
      <OrderForm />
    </Edit>
  )
}
