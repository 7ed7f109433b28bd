// Testing Library matchers (toBeInTheDocument, toHaveTextContent...) for every DOM test.
import '@testing-library/jest-dom';
