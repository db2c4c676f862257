// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {SafeTransfer} from "./SafeTransfer.sol";

interface IBalanceOf {
    function balanceOf(address owner) external view returns (uint256);
}

/// @notice One pool of two tokens priced by x * y = k with a 0.3% fee on the input. Its read
/// interface (token0, token1, getReserves) is the one Uniswap v2 pairs have, so a quoter reads
/// either alike. Liquidity shares are book entries of the pool (not a transferable token).
contract ConstantProductPair {
    uint256 public constant MINIMUM_LIQUIDITY = 1000;

    address public immutable factory;
    address public immutable token0;
    address public immutable token1;

    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    bool private locked;

    event Mint(address indexed sender, address indexed to, uint256 amount0, uint256 amount1, uint256 liquidity);
    event Burn(address indexed sender, address indexed to, uint256 amount0, uint256 amount1, uint256 liquidity);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint112 reserve0, uint112 reserve1);

    error Locked();
    error InsufficientLiquidityMinted();
    error InsufficientLiquidityBurned();
    error InsufficientOutputAmount();
    error InsufficientInputAmount();
    error InsufficientLiquidity();
    error InvalidTo(address to);
    error ConstantProductViolated();
    error Overflow();

    modifier lock() {
        if (locked) revert Locked();
        locked = true;
        _;
        locked = false;
    }

    constructor(address token0_, address token1_) {
        factory = msg.sender;
        token0 = token0_;
        token1 = token1_;
    }

    function getReserves() external view returns (uint112, uint112, uint32) {
        return (reserve0, reserve1, blockTimestampLast);
    }

    /// @notice Credits `to` with shares for the tokens sent to the pool since the last update.
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint256 balance0, uint256 balance1) = _balances();
        uint256 amount0 = balance0 - reserve0;
        uint256 amount1 = balance1 - reserve1;
        if (totalSupply == 0) {
            liquidity = _sqrt(amount0 * amount1);
            if (liquidity <= MINIMUM_LIQUIDITY) revert InsufficientLiquidityMinted();
            liquidity -= MINIMUM_LIQUIDITY;
            // Locked for ever, so the pool can never be emptied to a zero reserve.
            balanceOf[address(0)] = MINIMUM_LIQUIDITY;
            totalSupply = MINIMUM_LIQUIDITY;
        } else {
            uint256 by0 = (amount0 * totalSupply) / reserve0;
            uint256 by1 = (amount1 * totalSupply) / reserve1;
            liquidity = by0 < by1 ? by0 : by1;
            if (liquidity == 0) revert InsufficientLiquidityMinted();
        }
        balanceOf[to] += liquidity;
        totalSupply += liquidity;
        _update(balance0, balance1);
        emit Mint(msg.sender, to, amount0, amount1, liquidity);
    }

    /// @notice Burns `liquidity` of the caller's shares and sends their part of both reserves to `to`.
    function burn(uint256 liquidity, address to) external lock returns (uint256 amount0, uint256 amount1) {
        (uint256 balance0, uint256 balance1) = _balances();
        amount0 = (liquidity * balance0) / totalSupply;
        amount1 = (liquidity * balance1) / totalSupply;
        if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidityBurned();
        balanceOf[msg.sender] -= liquidity;
        totalSupply -= liquidity;
        SafeTransfer.transfer(token0, to, amount0);
        SafeTransfer.transfer(token1, to, amount1);
        (balance0, balance1) = _balances();
        _update(balance0, balance1);
        emit Burn(msg.sender, to, amount0, amount1, liquidity);
    }

    /// @notice Sends the outputs to `to`; the caller must have sent enough input first, so that
    /// the product of the fee-adjusted balances does not fall.
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external lock {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
        uint256 r0 = reserve0;
        uint256 r1 = reserve1;
        if (amount0Out >= r0 || amount1Out >= r1) revert InsufficientLiquidity();
        if (to == token0 || to == token1) revert InvalidTo(to);
        if (amount0Out > 0) SafeTransfer.transfer(token0, to, amount0Out);
        if (amount1Out > 0) SafeTransfer.transfer(token1, to, amount1Out);
        (uint256 balance0, uint256 balance1) = _balances();
        uint256 amount0In = balance0 > r0 - amount0Out ? balance0 - (r0 - amount0Out) : 0;
        uint256 amount1In = balance1 > r1 - amount1Out ? balance1 - (r1 - amount1Out) : 0;
        if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();
        uint256 adjusted0 = balance0 * 1000 - amount0In * 3;
        uint256 adjusted1 = balance1 * 1000 - amount1In * 3;
        if (adjusted0 * adjusted1 < r0 * r1 * 1_000_000) revert ConstantProductViolated();
        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    function _balances() private view returns (uint256, uint256) {
        return (IBalanceOf(token0).balanceOf(address(this)), IBalanceOf(token1).balanceOf(address(this)));
    }

    function _update(uint256 balance0, uint256 balance1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert Overflow();
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = uint32(block.timestamp);
        emit Sync(reserve0, reserve1);
    }

    function _sqrt(uint256 y) private pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
