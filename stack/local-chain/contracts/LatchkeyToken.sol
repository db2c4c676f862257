// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DemoTokenBase} from "./DemoTokenBase.sol";

/// @notice A standard ERC-20: transfer, transferFrom and approve return bool.
contract LatchkeyToken is DemoTokenBase {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address[] memory holders, uint256 amountEach)
        DemoTokenBase(name_, symbol_, decimals_, holders, amountEach)
    {}

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }
}
