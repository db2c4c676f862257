// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ConstantProductFactory} from "./ConstantProductFactory.sol";
import {ConstantProductPair} from "./ConstantProductPair.sol";
import {SafeTransfer} from "./SafeTransfer.sol";
import {WrappedNative} from "./WrappedNative.sol";

/// @notice Swaps along a path of pairs and adds liquidity. The swap and quote functions have the
/// signatures of the Uniswap v2 router (factory, WETH, getAmountsOut, swapExact*), so a client
/// built for one works with the other.
contract ConstantProductRouter {
    address public immutable factory;
    address public immutable WETH;

    error Expired(uint256 deadline);
    error InvalidPath();
    error NoPair(address tokenA, address tokenB);
    error InsufficientInputAmount();
    error InsufficientLiquidity();
    error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);
    error NativeOnlyFromWrapper();

    modifier ensure(uint256 deadline) {
        if (block.timestamp > deadline) revert Expired(deadline);
        _;
    }

    constructor(address factory_, address weth_) {
        factory = factory_;
        WETH = weth_;
    }

    receive() external payable {
        if (msg.sender != WETH) revert NativeOnlyFromWrapper();
    }

    // ---- quotes ----

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        if (amountIn == 0) revert InsufficientInputAmount();
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function getAmountsOut(uint256 amountIn, address[] memory path) public view returns (uint256[] memory amounts) {
        if (path.length < 2) revert InvalidPath();
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i < path.length - 1; i++) {
            (uint256 reserveIn, uint256 reserveOut) = _reserves(path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    // ---- swaps ----

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = _checkedAmounts(amountIn, amountOutMin, path);
        SafeTransfer.transferFrom(path[0], msg.sender, _pair(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        if (path[0] != WETH) revert InvalidPath();
        amounts = _checkedAmounts(msg.value, amountOutMin, path);
        WrappedNative(payable(WETH)).deposit{value: amounts[0]}();
        SafeTransfer.transfer(WETH, _pair(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path[path.length - 1] != WETH) revert InvalidPath();
        amounts = _checkedAmounts(amountIn, amountOutMin, path);
        SafeTransfer.transferFrom(path[0], msg.sender, _pair(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        uint256 amountOut = amounts[amounts.length - 1];
        WrappedNative(payable(WETH)).withdraw(amountOut);
        SafeTransfer.sendNative(to, amountOut);
    }

    // ---- liquidity ----

    /// @notice Adds liquidity at the pool's price (creating the pair at the given one); unused
    /// desired amounts stay with the caller.
    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        address pair;
        (pair, amountA, amountB) = _liquidityAmounts(tokenA, tokenB, amountADesired, amountBDesired);
        SafeTransfer.transferFrom(tokenA, msg.sender, pair, amountA);
        SafeTransfer.transferFrom(tokenB, msg.sender, pair, amountB);
        liquidity = ConstantProductPair(pair).mint(to);
    }

    /// @notice addLiquidity with the native currency as one side; unused native value is refunded.
    function addLiquidityETH(address token, uint256 amountTokenDesired, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)
    {
        address pair;
        (pair, amountToken, amountETH) = _liquidityAmounts(token, WETH, amountTokenDesired, msg.value);
        SafeTransfer.transferFrom(token, msg.sender, pair, amountToken);
        WrappedNative(payable(WETH)).deposit{value: amountETH}();
        SafeTransfer.transfer(WETH, pair, amountETH);
        liquidity = ConstantProductPair(pair).mint(to);
        if (msg.value > amountETH) SafeTransfer.sendNative(msg.sender, msg.value - amountETH);
    }

    // ---- internals ----

    function _checkedAmounts(uint256 amountIn, uint256 amountOutMin, address[] calldata path)
        private
        view
        returns (uint256[] memory amounts)
    {
        amounts = getAmountsOut(amountIn, path);
        uint256 amountOut = amounts[amounts.length - 1];
        if (amountOut < amountOutMin) revert InsufficientOutputAmount(amountOut, amountOutMin);
    }

    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        for (uint256 i = 0; i < path.length - 1; i++) {
            (address input, address output) = (path[i], path[i + 1]);
            address pair = _pair(input, output);
            uint256 amountOut = amounts[i + 1];
            (uint256 amount0Out, uint256 amount1Out) =
                input < output ? (uint256(0), amountOut) : (amountOut, uint256(0));
            address next = i < path.length - 2 ? _pair(output, path[i + 2]) : to;
            ConstantProductPair(pair).swap(amount0Out, amount1Out, next);
        }
    }

    function _liquidityAmounts(address tokenA, address tokenB, uint256 desiredA, uint256 desiredB)
        private
        returns (address pair, uint256 amountA, uint256 amountB)
    {
        pair = ConstantProductFactory(factory).getPair(tokenA, tokenB);
        if (pair == address(0)) pair = ConstantProductFactory(factory).createPair(tokenA, tokenB);
        (uint256 reserveA, uint256 reserveB) = _reserves(tokenA, tokenB);
        if (reserveA == 0 && reserveB == 0) return (pair, desiredA, desiredB);
        uint256 optimalB = (desiredA * reserveB) / reserveA;
        if (optimalB <= desiredB) return (pair, desiredA, optimalB);
        return (pair, (desiredB * reserveA) / reserveB, desiredB);
    }

    function _pair(address tokenA, address tokenB) private view returns (address pair) {
        pair = ConstantProductFactory(factory).getPair(tokenA, tokenB);
        if (pair == address(0)) revert NoPair(tokenA, tokenB);
    }

    function _reserves(address tokenA, address tokenB) private view returns (uint256, uint256) {
        ConstantProductPair pair = ConstantProductPair(_pair(tokenA, tokenB));
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        return tokenA < tokenB ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));
    }
}
