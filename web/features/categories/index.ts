// A shop's categories: products pick one and refresh the list after a change.
export { categoriesKey, useCategories } from './api/categories'
